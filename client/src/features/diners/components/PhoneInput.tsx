import { toE164 } from '@covers/shared';
import { Input, Select, Space } from 'antd';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { useEffect, useMemo, useRef, useState } from 'react';

/** Every country as the picker offers it: "+65 SG", the outlet's own first. */
function countryOptions(first: CountryCode) {
  const others = getCountries().filter((c) => c !== first);
  return [first, ...others].map((country) => ({ value: country, label: `+${getCountryCallingCode(country)} ${country}` }));
}

const asCountry = (code: string | undefined): CountryCode | undefined =>
  code && (getCountries() as string[]).includes(code.toUpperCase()) ? (code.toUpperCase() as CountryCode) : undefined;

/**
 * A phone with its country code: a picker of calling codes (the outlet's country by default) and the number as
 * the diner gives it. The value is E.164 ("+6591234567"); a number that cannot be one goes as typed, with its
 * code, for the server to answer "Invalid number".
 */
export function PhoneInput({
  id,
  value,
  onChange,
  defaultCountry,
  testId,
}: {
  /** The form item's id: its label points at the number. */
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  defaultCountry?: string;
  testId?: string;
}) {
  const outletCountry = asCountry(defaultCountry) ?? 'SG';
  const parsed = value ? parsePhoneNumberFromString(value, outletCountry) : undefined;
  const [picked, setPicked] = useState<CountryCode>(parsed?.country ?? outletCountry);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const options = useMemo(() => countryOptions(outletCountry), [outletCountry]);
  const shownNumber = typed ?? (parsed ? parsed.formatNational() : (value ?? ''));
  const emitted = useRef(value);

  // A value set from outside (a reset, a diner picked from the suggestions) replaces what was being typed.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setTyped(undefined);
    const country = value ? parsePhoneNumberFromString(value, outletCountry)?.country : undefined;
    if (country) setPicked(country);
  }, [value, outletCountry]);

  const emit = (country: CountryCode, text: string) => {
    const digits = text.trim();
    const phone = !digits
      ? undefined
      : (toE164(digits, country) ?? (digits.startsWith('+') ? digits : `+${getCountryCallingCode(country)}${digits}`));
    emitted.current = phone;
    onChange?.(phone);
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        showSearch
        value={picked}
        options={options}
        optionFilterProp="label"
        popupMatchSelectWidth={false}
        style={{ width: 110 }}
        onChange={(country: CountryCode) => {
          setPicked(country);
          emit(country, shownNumber);
        }}
        data-testid={testId && `${testId}-country`}
      />
      <Input
        id={id}
        inputMode="tel"
        value={shownNumber}
        onChange={(event) => {
          setTyped(event.target.value);
          emit(picked, event.target.value);
        }}
        data-testid={testId}
      />
    </Space.Compact>
  );
}
