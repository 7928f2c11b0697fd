package cluster

import (
	"fmt"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// Server is a NATS server with JetStream embedded in this process, for a
// run whose workers are processes of this machine (and for tests).
type Server struct {
	s *server.Server
}

// StartServer starts a server listening on a free port of the loopback
// interface, keeping JetStream's files under dir.
func StartServer(dir string) (*Server, error) {
	s, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: server.RANDOM_PORT, JetStream: true,
		StoreDir: dir, NoLog: true, NoSigs: true, MaxPayload: 8 << 20})
	if err != nil {
		return nil, fmt.Errorf("nats server: %w", err)
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		s.Shutdown()
		return nil, fmt.Errorf("nats server: not ready after 10 s")
	}
	return &Server{s: s}, nil
}

// URL is the address clients connect to.
func (s *Server) URL() string { return s.s.ClientURL() }

// Close shuts the server down.
func (s *Server) Close() {
	s.s.Shutdown()
	s.s.WaitForShutdown()
}
