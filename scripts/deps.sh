#!/bin/bash
# deps.sh installs what gospf needs on Debian 12 when it is missing:
# gcc (cgo), libz3-dev (the solver), a JDK 17 (javac, java, jmods) and
# junit5 (to run the generated JUnit tests).
# It is idempotent and returns at once when everything is present.
set -euo pipefail
missing=()
command -v gcc >/dev/null 2>&1 || missing+=(gcc)
[ -f /usr/include/z3.h ] || missing+=(libz3-dev)
if ! ls /usr/lib/jvm/*/jmods/java.base.jmod >/dev/null 2>&1 || ! command -v javac >/dev/null 2>&1; then
  missing+=(openjdk-17-jdk-headless)
fi
command -v make >/dev/null 2>&1 || missing+=(make)
# JUnit 5's console launcher, for gospf replay to run the generated tests.
[ -f /usr/share/java/junit-platform-console-standalone.jar ] || missing+=(junit5)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "deps: installing ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
