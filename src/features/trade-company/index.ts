/** What the product page's shipping tabs use of the company pages: the shipment list and the shipping order. */
export { ShipmentTable } from "./shipment-table.tsx";
export { ShippingOrderView } from "./shipping-order.tsx";
export { formatCount } from "./figures.ts";
