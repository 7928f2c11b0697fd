package interp

import cf "gospf/classfile"

// Signature-polymorphic methods (JVMS 2.9.3): the native varargs methods
// of java.lang.invoke.MethodHandle and VarHandle whose one parameter is
// Object[]. A call site names one with its own descriptor (VarHandle's
// compareAndSet as (Ljava/util/concurrent/atomic/AtomicBoolean;II)Z, say),
// which resolution accepts for the method's name alone. gospf resolves
// such a call to a method of that descriptor, made once per descriptor and
// kept in the class, whose model is the one registered for the name
// (Library.AddPolymorphic); without one, the call is ErrUnsupported as
// any native method without a model.

// polymorphicClasses are the classes that declare signature-polymorphic
// methods.
var polymorphicClasses = map[string]bool{"java/lang/invoke/MethodHandle": true, "java/lang/invoke/VarHandle": true}

// polymorphicMethod returns the method name with the call site's
// descriptor desc when c declares name as signature polymorphic, nil
// otherwise.
func (c *Class) polymorphicMethod(name, desc string) (*Method, error) {
	if !polymorphicClasses[c.Name] {
		return nil, nil
	}
	if m := c.methods[name+desc]; m != nil {
		return m, nil
	}
	var decl *Method
	for _, m := range c.Methods {
		if m.Name == name && m.Access&(cf.AccNative|cf.AccVarargs) == cf.AccNative|cf.AccVarargs &&
			len(m.Params) == 1 && m.ParamDescs[0] == "[Ljava/lang/Object;" {
			decl = m
		}
	}
	if decl == nil {
		return nil, nil
	}
	m, err := newMethod(c, name, desc, decl.Access&^cf.AccVarargs, nil)
	if err != nil {
		return nil, err
	}
	m.polymorphic = true
	c.methods[name+desc] = m
	return m, nil
}
