/**
 * Loader data with every repeated object or array sent once (issue 13, slim page data).
 *
 * React Router sends loader data as a turbo-stream: each string or number is written once and
 * referenced by index, but each object or array is written once per *instance*, however often
 * an equal one occurs. A page repeats many equal parts — the same link under two blocks, an
 * asset without a file in every text teaser, the same badge or colour on several product
 * cards, an empty sub-category list under every leaf of the navigation. Built from separate
 * rows, they are separate instances, and each costs its fields again (about 14 bytes per field
 * in the page's inline script). This returns a copy in which equal plain objects and arrays
 * are one instance, which the stream then writes once; the browser reads the same values.
 *
 * Safe because loader data is read-only: nothing writes into it in the server render or the
 * browser (its types are readonly), so parts that share an instance never see each other
 * change. Equal means the same keys in the same order with equal values. Anything other than
 * plain objects and arrays and primitives (a Date, a Promise, a symbol, …) is kept as it is and never shared.
 *
 * @example
 * const link = { href: '/a/' };
 * shareEqualValues({ header: [{ href: '/a/' }], footer: [link] });
 * // { header: [x], footer: [x] }, x one object { href: '/a/' }
 */
export function shareEqualValues<T>(value: T): T {
  // Each distinct value gets a number; a composite's signature is built from its parts'
  // numbers, so finding equal values takes one pass, however deep the data.
  const numbers = new Map<string, number>();
  const instances = new Map<number, unknown>();
  const numberOf = (signature: string, instance: unknown): number => {
    const known = numbers.get(signature);
    if (known !== undefined) return known;
    const fresh = numbers.size;
    numbers.set(signature, fresh);
    instances.set(fresh, instance);
    return fresh;
  };
  let opaque = 0;

  const visit = (node: unknown): { readonly value: unknown; readonly id: number } => {
    if (Array.isArray(node)) {
      const parts = node.map(visit);
      const id = numberOf(
        `a${parts.map((part) => part.id).join(',')}`,
        parts.map((part) => part.value),
      );
      return { value: instances.get(id), id };
    }
    if (isPlainObject(node)) {
      const entries = Object.entries(node).map(([key, field]) => [key, visit(field)] as const);
      const id = numberOf(
        `o${JSON.stringify(entries.map(([key, part]) => [key, part.id]))}`,
        Object.fromEntries(entries.map(([key, part]) => [key, part.value])),
      );
      return { value: instances.get(id), id };
    }
    if (isPrimitive(node)) return { value: node, id: numberOf(primitiveSignature(node), node) };
    // Not plain data: kept as it is, equal to nothing else.
    opaque += 1;
    return { value: node, id: numberOf(`x${opaque}`, node) };
  };
  return visit(value).value as T;
}

function isPlainObject(node: unknown): node is Readonly<Record<string, unknown>> {
  if (typeof node !== 'object' || node === null) return false;
  const prototype = Object.getPrototypeOf(node);
  return prototype === Object.prototype || prototype === null;
}

type Primitive = string | number | boolean | bigint | null | undefined;

function isPrimitive(node: unknown): node is Primitive {
  return (
    node === null || ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof node)
  );
}

/** Tells apart what the stream tells apart: `1` and `'1'`, `0` and `-0`, `null` and `undefined`. */
function primitiveSignature(node: Primitive): string {
  switch (typeof node) {
    case 'string':
      return `s${node}`;
    case 'number':
      return Object.is(node, -0) ? 'n-0' : `n${node}`;
    case 'undefined':
      return 'u';
    case 'boolean':
      return `b${node}`;
    case 'bigint':
      return `i${node}`;
    default:
      return 'null';
  }
}
