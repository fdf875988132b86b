/** A tel: link from a phone number as people write it: "(214) 555-0142" dials 2145550142. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
