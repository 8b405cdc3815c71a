/**
 * RTL through logical properties only (CONVENTIONS): physical left/right properties and
 * values are refused, so every layout mirrors by `dir` alone.
 */
export default {
  rules: {
    'property-disallowed-list': [
      [
        /^(margin|padding|border)-(left|right)(-.+)?$/,
        /^border-(top|bottom)-(left|right)-radius$/,
        /^(left|right)$/,
        /^scroll-(margin|padding)-(left|right)$/,
      ],
      { message: (p) => `"${p}" is physical; use the logical property (inline-start / inline-end, inset-inline-*).` },
    ],
    'declaration-property-value-disallowed-list': [
      {
        float: ['left', 'right'],
        clear: ['left', 'right'],
        'text-align': ['left', 'right'],
        '/^transition/': [/\b(left|right)\b/],
      },
      { message: (p, v) => `"${p}: ${v}" is physical; use start / end (inline-start / inline-end).` },
    ],
  },
};
