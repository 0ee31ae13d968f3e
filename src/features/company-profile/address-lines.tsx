import { useLingui } from "@lingui/react/macro";
import { countryNameOf } from "./format.ts";

type AddressLike = {
  line1: string | null;
  line2: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  countryCode: string | null;
};

/** An address as lines: street, then postcode and city, region, then the country. */
export function AddressLines({ address }: { address: AddressLike }) {
  const { i18n } = useLingui();
  const place = [address.postcode, address.city].filter(Boolean).join(" ");
  const lines = [
    address.line1,
    address.line2,
    [place, address.region].filter(Boolean).join(", "),
    countryNameOf(address.countryCode, i18n.locale),
  ];
  return (
    <address className="text-sm leading-relaxed text-slate-800 not-italic">
      {lines
        .filter((line) => line && line !== "-")
        .map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
    </address>
  );
}
