package jdk

import (
	"fmt"

	"gospf/interp"
)

// The locale data the JDK's text formatting asks for. The JDK finds it
// through its locale service providers, loaded by reflection from the
// module system, which gospf does not run; the symbols of the locales
// gospf's environment can have (the default locale is "en", from
// user.language; Locale.US and Locale.ROOT are what programs name) are
// given here as JDK 17 has them, and any other locale is an
// ErrUnsupported error naming it.

// The styles of NumberFormat.getInstance(Locale, Style, int) and the
// pattern English has for each (CLDR's, JDK 17's default provider); the
// integer style is the number pattern without fraction digits.
const (
	numberStyle  = 0
	percentStyle = 2
	integerStyle = 4
)

var englishNumberPatterns = map[int64]string{numberStyle: "#,##0.###", percentStyle: "#,##0%", integerStyle: "#,##0.###"}

// registerLocale registers DecimalFormatSymbols.getInstance(Locale) and
// the NumberFormat factory every NumberFormat.getXInstance calls.
func registerLocale(r *interp.Library) {
	r.Add("java/text/NumberFormat.getInstance(Ljava/util/Locale;Ljava/text/NumberFormat$Style;I)Ljava/text/NumberFormat;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		if err := englishLocale(vm, a[0].R); err != nil {
			return interp.Slot{}, err
		}
		pattern, ok := englishNumberPatterns[a[2].I]
		if !ok {
			return interp.Slot{}, fmt.Errorf("%w: NumberFormat of style %d (gospf has the number, integer and percent formats)", interp.ErrUnsupported, a[2].I)
		}
		return numberFormat(vm, a[0], pattern, a[2].I == integerStyle)
	})
	r.Add("java/text/DecimalFormatSymbols.getInstance(Ljava/util/Locale;)Ljava/text/DecimalFormatSymbols;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		if err := englishLocale(vm, a[0].R); err != nil {
			return interp.Slot{}, err
		}
		o, err := decimalFormatSymbols(vm, a[0])
		return interp.RefSlot(o), err
	})
}

// englishLocale returns nil when loc is English without a country or of
// the United States, or the root locale: the locales whose number symbols
// decimalFormatSymbols gives.
func englishLocale(vm *interp.VM, loc *interp.Object) error {
	part := func(getter string) (string, error) {
		s, err := vm.CallVirtual(loc, getter, "()Ljava/lang/String;")
		if err != nil || s.R == nil {
			return "", err
		}
		return interp.GoString(s.R), nil
	}
	lang, err := part("getLanguage")
	if err != nil {
		return err
	}
	country, err := part("getCountry")
	if err != nil {
		return err
	}
	variant, err := part("getVariant")
	if err != nil {
		return err
	}
	if (lang == "en" || lang == "") && (country == "" || country == "US") && variant == "" {
		return nil
	}
	return fmt.Errorf("%w: the number symbols of locale %s_%s (gospf has those of en, en_US and the root locale)", interp.ErrUnsupported, lang, country)
}

// decimalFormatSymbols returns a new DecimalFormatSymbols of locale loc
// with the symbols JDK 17 gives English and the root locale, its fields
// set as getInstance leaves them (the currency initialised lazily, as
// the JDK does on first use).
func decimalFormatSymbols(vm *interp.VM, loc interp.Slot) (*interp.Object, error) {
	c, err := vm.LoadClass("java/text/DecimalFormatSymbols")
	if err != nil {
		return nil, err
	}
	if err := vm.InitNow(c); err != nil {
		return nil, err
	}
	o := vm.NewObject(c)
	set := func(name string, v interp.Slot) error {
		fd := c.FieldByName(name)
		if fd == nil {
			return fmt.Errorf("%w: no field java.text.DecimalFormatSymbols.%s", interp.ErrLinkage, name)
		}
		vm.SetField(o, fd.Slot, v)
		return nil
	}
	for _, f := range []struct {
		name string
		c    rune
	}{{"zeroDigit", '0'}, {"groupingSeparator", ','}, {"decimalSeparator", '.'}, {"perMill", '\u2030'},
		{"percent", '%'}, {"digit", '#'}, {"patternSeparator", ';'}, {"minusSign", '-'},
		{"monetarySeparator", '.'}, {"exponential", 'E'}, {"monetaryGroupingSeparator", ','}} {
		if err := set(f.name, interp.Slot{I: int64(f.c)}); err != nil {
			return nil, err
		}
	}
	for _, f := range [][2]string{{"infinity", "\u221e"}, {"NaN", "NaN"}, {"exponentialSeparator", "E"},
		{"perMillText", "\u2030"}, {"percentText", "%"}, {"minusSignText", "-"}} {
		s, err := vm.StringSlot(f[1])
		if err != nil {
			return nil, err
		}
		if err := set(f[0], s); err != nil {
			return nil, err
		}
	}
	if err := set("locale", loc); err != nil {
		return nil, err
	}
	return o, set("serialVersionOnStream", interp.Slot{I: 5})
}

// numberFormat returns a new DecimalFormat of pattern with the symbols of
// locale loc, as JDK 17's provider makes it: for the integer style
// without fraction digits, decimal separator or fraction parsing.
func numberFormat(vm *interp.VM, loc interp.Slot, pattern string, integer bool) (interp.Slot, error) {
	symbols, err := decimalFormatSymbols(vm, loc)
	if err != nil {
		return interp.Slot{}, err
	}
	p, err := vm.StringSlot(pattern)
	if err != nil {
		return interp.Slot{}, err
	}
	df, err := construct(vm, "java/text/DecimalFormat", "(Ljava/lang/String;Ljava/text/DecimalFormatSymbols;)V", p, interp.RefSlot(symbols))
	if err != nil {
		return interp.Slot{}, err
	}
	if integer {
		for _, call := range []struct {
			name, desc string
			arg        int64
		}{{"setMaximumFractionDigits", "(I)V", 0}, {"setDecimalSeparatorAlwaysShown", "(Z)V", 0}, {"setParseIntegerOnly", "(Z)V", 1}} {
			if _, err := vm.CallVirtual(df, call.name, call.desc, interp.Slot{I: call.arg}); err != nil {
				return interp.Slot{}, err
			}
		}
	}
	return interp.RefSlot(df), nil
}
