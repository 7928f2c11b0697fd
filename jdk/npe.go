package jdk

import (
	"gospf/interp"
)
import "strings"

// The messages of the NullPointerExceptions that JDK 17's own code raises
// when a modelled method gets a null argument: the JDK's helpful message
// names the field, method or local variable of its implementation. Keys
// are model keys ("$" stands for the builder class itself); each entry
// gives the argument (0 = receiver) and the message when that argument is
// null. A model's NullPointerException without a message gets the entry of
// its first null argument.
func registerNullMessages(r *interp.Library) {
	field := func(f, v string) string { return `Cannot read field "` + f + `" because "` + v + `" is null` }
	length := func(v string) string { return `Cannot read the array length because "` + v + `" is null` }
	invoke := func(m, v string) string { return `Cannot invoke "` + m + `" because "` + v + `" is null` }
	S := "java/lang/String."
	one := r.NullMessage
	one(S+"<init>(Ljava/lang/String;)V", 1, field("value", "original"))
	one(S+"<init>([C)V", 1, length("value"))
	one(S+"<init>([CII)V", 1, length("value"))
	one(S+"<init>([B)V", 1, length("bytes"))
	one(S+"<init>([BII)V", 1, length("bytes"))
	one(S+"<init>(Ljava/lang/StringBuilder;)V", 1, invoke("java.lang.AbstractStringBuilder.getValue()", "asb"))
	one(S+"<init>(Ljava/lang/StringBuffer;)V", 1, `Cannot enter synchronized block because "buffer" is null`)
	one(S+"concat(Ljava/lang/String;)Ljava/lang/String;", 1, invoke("String.isEmpty()", "str"))
	one(S+"compareTo(Ljava/lang/String;)I", 1, field("value", "anotherString"))
	one(S+"compareTo(Ljava/lang/Object;)I", 1, field("value", "anotherString"))
	one(S+"compareToIgnoreCase(Ljava/lang/String;)I", 1, field("value", "s2"))
	one(S+"contains(Ljava/lang/CharSequence;)Z", 1, invoke("java.lang.CharSequence.toString()", "s"))
	one(S+"contentEquals(Ljava/lang/CharSequence;)Z", 1, invoke("java.lang.CharSequence.length()", "cs"))
	one(S+"contentEquals(Ljava/lang/StringBuffer;)Z", 1, invoke("java.lang.CharSequence.length()", "cs"))
	one(S+"indexOf(Ljava/lang/String;)I", 1, invoke("String.coder()", "str"))
	one(S+"indexOf(Ljava/lang/String;I)I", 1, field("value", "tgtStr"))
	one(S+"lastIndexOf(Ljava/lang/String;)I", 1, field("value", "tgtStr"))
	one(S+"lastIndexOf(Ljava/lang/String;I)I", 1, field("value", "tgtStr"))
	one(S+"startsWith(Ljava/lang/String;)Z", 1, invoke("String.length()", "prefix"))
	one(S+"startsWith(Ljava/lang/String;I)Z", 1, invoke("String.length()", "prefix"))
	one(S+"endsWith(Ljava/lang/String;)Z", 1, invoke("String.length()", "suffix"))
	one(S+"regionMatches(ILjava/lang/String;II)Z", 2, field("value", "other"))
	one(S+"regionMatches(ZILjava/lang/String;II)Z", 3, invoke("String.length()", "other"))
	one(S+"replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;", 1, invoke("java.lang.CharSequence.toString()", "target"))
	one(S+"replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;", 2, invoke("java.lang.CharSequence.toString()", "replacement"))
	one(S+"split(Ljava/lang/String;)[Ljava/lang/String;", 1, invoke("String.length()", "regex"))
	one(S+"split(Ljava/lang/String;I)[Ljava/lang/String;", 1, invoke("String.length()", "regex"))
	for _, k := range []string{"matches(Ljava/lang/String;)Z", "replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
		"replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;"} {
		one(S+k, 1, invoke("String.isEmpty()", "this.pattern"))
	}
	one(S+"join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;", 0, invoke("java.lang.CharSequence.toString()", "delimiter"))
	one(S+"join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;", 1, length("elements"))
	one(S+"join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;", 0, invoke("java.lang.CharSequence.toString()", "delimiter"))
	for _, k := range []string{"valueOf([C)", "copyValueOf([C)", "valueOf([CII)", "copyValueOf([CII)"} {
		one(S+k+"Ljava/lang/String;", 0, length("value"))
	}
	one(S+"getChars(II[CI)V", 3, length("dst"))

	for _, c := range []string{"java/lang/AbstractStringBuilder", "java/lang/StringBuilder", "java/lang/StringBuffer"} {
		B := c + "."
		self := "L" + c + ";"
		b := func(k string, arg int, msg string) { one(B+strings.ReplaceAll(k, "$", self), arg, msg) }
		b("<init>(Ljava/lang/String;)V", 1, invoke("String.length()", "str"))
		b("<init>(Ljava/lang/CharSequence;)V", 1, invoke("java.lang.CharSequence.length()", "seq"))
		b("append([C)$", 1, length("str"))
		b("append([CII)$", 1, length("str"))
		b("insert(I[C)$", 2, length("str"))
		b("insert(I[CII)$", 2, length("str"))
		b("replace(IILjava/lang/String;)$", 3, invoke("String.length()", "str"))
		b("indexOf(Ljava/lang/String;)I", 1, field("value", "tgtStr"))
		b("indexOf(Ljava/lang/String;I)I", 1, field("value", "tgtStr"))
		b("lastIndexOf(Ljava/lang/String;)I", 1, field("value", "tgtStr"))
		b("lastIndexOf(Ljava/lang/String;I)I", 1, field("value", "tgtStr"))
		b("compareTo($)I", 1, field("value", "another"))
		b("compareTo(Ljava/lang/Object;)I", 1, field("value", "another"))
		b("getChars(II[CI)V", 3, length("dst"))
	}
	for cls, v := range map[string]string{"Integer": "anotherInteger", "Long": "anotherLong", "Short": "anotherShort", "Byte": "anotherByte",
		"Double": "anotherDouble", "Float": "anotherFloat", "Character": "anotherCharacter", "Boolean": "b"} {
		C := "java/lang/" + cls + "."
		one(C+"compareTo(Ljava/lang/"+cls+";)I", 1, field("value", v))
		one(C+"compareTo(Ljava/lang/Object;)I", 1, field("value", v))
	}
	for _, cls := range []string{"Integer", "Long", "Short", "Byte"} {
		one("java/lang/"+cls+".decode(Ljava/lang/String;)Ljava/lang/"+cls+";", 0, invoke("String.isEmpty()", "nm"))
	}
	one("java/lang/Character.codePointAt(Ljava/lang/CharSequence;I)I", 0, invoke("java.lang.CharSequence.charAt(int)", "seq"))
}
