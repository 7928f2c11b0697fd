package classfile

import "fmt"

// maxArrayDims is the most dimensions an array type may have (JVMS 4.3.2).
const maxArrayDims = 255

// fieldTypeEnd returns the index just past the field type (JVMS 4.3.2)
// that starts at s[i], or -1 if none starts there.
func fieldTypeEnd(s string, i int) int {
	dims := 0
	for i < len(s) && s[i] == '[' {
		dims++
		i++
	}
	if dims > maxArrayDims || i >= len(s) {
		return -1
	}
	switch s[i] {
	case 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z':
		return i + 1
	case 'L':
		// ClassName: unqualified names (JVMS 4.2.2) separated by '/'.
		segStart := i + 1
		for j := i + 1; j < len(s); j++ {
			switch s[j] {
			case ';':
				if j == segStart {
					return -1
				}
				return j + 1
			case '/':
				if j == segStart {
					return -1
				}
				segStart = j + 1
			case '.', '[':
				return -1
			}
		}
	}
	return -1
}

// ValidFieldDescriptor reports whether d is exactly one field descriptor
// (JVMS 4.3.2), such as "I", "Ljava/lang/String;" or "[[J", with at most
// 255 array dimensions.
func ValidFieldDescriptor(d string) bool {
	return fieldTypeEnd(d, 0) == len(d)
}

// ParseMethodDescriptor splits a method descriptor (JVMS 4.3.3) into its
// parameter field descriptors and its return descriptor, which is a field
// descriptor or "V". It does not apply the 255-slot limit, which depends
// on whether the method is static (see ArgSlots).
func ParseMethodDescriptor(desc string) (params []string, ret string, err error) {
	if len(desc) == 0 || desc[0] != '(' {
		return nil, "", fmt.Errorf("invalid method descriptor %q: missing '('", desc)
	}
	i := 1
	for i < len(desc) && desc[i] != ')' {
		end := fieldTypeEnd(desc, i)
		if end < 0 {
			return nil, "", fmt.Errorf("invalid method descriptor %q: bad parameter type at %d", desc, i)
		}
		params = append(params, desc[i:end])
		i = end
	}
	if i >= len(desc) {
		return nil, "", fmt.Errorf("invalid method descriptor %q: missing ')'", desc)
	}
	ret = desc[i+1:]
	if ret != "V" && !ValidFieldDescriptor(ret) {
		return nil, "", fmt.Errorf("invalid method descriptor %q: bad return type", desc)
	}
	return params, ret, nil
}

// ArgSlots returns how many local-variable slots the parameters of method
// descriptor desc take, long and double counting two, not counting the
// receiver of an instance method (JVMS 2.6.1). It returns -1 if desc is
// not a valid method descriptor.
func ArgSlots(desc string) int {
	if len(desc) == 0 || desc[0] != '(' {
		return -1
	}
	slots := 0
	i := 1
	for i < len(desc) && desc[i] != ')' {
		end := fieldTypeEnd(desc, i)
		if end < 0 {
			return -1
		}
		if end == i+1 && (desc[i] == 'J' || desc[i] == 'D') {
			slots += 2
		} else {
			slots++
		}
		i = end
	}
	if i >= len(desc) {
		return -1
	}
	if ret := desc[i+1:]; ret != "V" && !ValidFieldDescriptor(ret) {
		return -1
	}
	return slots
}
