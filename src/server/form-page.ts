/**
 * The page a visitor without JavaScript gets back when their enquiry was not accepted: what went
 * wrong, and the form again with everything they typed, ready to send again.
 */
import {
  ENQUIRY_FIELD_NAMES,
  ENQUIRY_FIELDS,
  HONEYPOT_FIELD,
  PHONE_PATTERN,
  type EnquiryField,
  type FieldErrors,
} from '../lib/enquiry';
import { theme } from '../styles/theme';
import type { TypedValues } from './contact-service';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function field(name: EnquiryField, value: string, error: string | undefined): string {
  const rule = ENQUIRY_FIELDS[name];
  const id = `enquiry-${name}`;
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const common = `id="${id}" name="${name}" maxlength="${rule.maxLength}"${rule.required ? ' required' : ''}${described} autocomplete="${rule.autoComplete}"`;
  const control =
    rule.type === 'textarea'
      ? `<textarea ${common} rows="6">${escapeHtml(value)}</textarea>`
      : `<input type="${rule.type}" ${common}${name === 'phone' ? ` pattern="${escapeHtml(PHONE_PATTERN)}"` : ''} value="${escapeHtml(value)}">`;
  const optional = rule.required ? '' : ' <span class="optional">(optional)</span>';
  return [
    '<div class="field">',
    `<label for="${id}">${escapeHtml(rule.label)}${optional}</label>`,
    control,
    error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '',
    '</div>',
  ].join('');
}

const { colors, space, radii, fonts } = theme;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:${fonts.body};line-height:1.6;color:${colors.text};background:${colors.surface}}
.bar{background:${colors.brandDarker};padding:${space[4]}}
.bar a{color:${colors.onBrandDark};font-weight:700}
main{max-width:40rem;margin:0 auto;padding:${space[6]} ${space[4]}}
h1{line-height:1.2;margin:0 0 ${space[4]}}
.notice{padding:${space[4]};border-left:6px solid ${colors.danger};background:${colors.dangerSurface};border-radius:${radii.sm}}
.field{display:flex;flex-direction:column;gap:${space[1]};margin-bottom:${space[4]}}
label{font-weight:700}
.optional{font-weight:400;color:${colors.textMuted}}
input,textarea{font:inherit;padding:${space[2]} ${space[3]};border:1px solid ${theme.palette.gray500};border-radius:${radii.sm};background:${colors.background}}
textarea{min-height:120px}
[aria-invalid=true]{border:2px solid ${colors.danger}}
.error{margin:0;color:${colors.danger};font-weight:500}
button{font:inherit;font-weight:700;padding:${space[3]} ${space[5]};border:0;border-radius:${radii.pill};background:${colors.primary};color:${colors.onPrimary};cursor:pointer}
a{color:${colors.link}}
:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}
.trap{display:none}
`;

type FormPageOptions = {
  title: string;
  lead: string;
  values: TypedValues;
  errors?: FieldErrors;
};

/** A complete HTML document: the notice and the form, pre-filled. */
export function formPage({ title, lead, values, errors = {} }: FormPageOptions): string {
  const fields = ENQUIRY_FIELD_NAMES.map((name) => field(name, values[name] ?? '', errors[name]));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="bar"><a href="/">Home</a></header>
<main id="main-content">
<h1>${escapeHtml(title)}</h1>
<div class="notice" role="alert"><p>${escapeHtml(lead)}</p></div>
<form method="post" action="/api/contact">
<div class="trap" aria-hidden="true"><label for="enquiry-${HONEYPOT_FIELD}">Leave this field empty</label><input type="text" id="enquiry-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
${fields.join('\n')}
<button type="submit">Send Message</button>
</form>
<p>Or <a href="/contact/">go back to the contact page</a> for our e-mail address and phone number.</p>
</main>
</body>
</html>
`;
}
