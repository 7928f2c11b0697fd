package interp

// RegisterJDK registers the models of the JDK's classes.
func RegisterJDK(r *Library) {
	registerBoxes(r)
	registerEnv(r)
	registerLang(r)
	registerMath(r)
	registerMisc(r)
	registerReflect(r)
	registerConstructors(r)
	registerString(r)
	registerNullMessages(r)
}
