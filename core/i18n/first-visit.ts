/**
 * The one inline script of the public pages that exist in both languages: before the page
 * paints, it moves the visitor to the language they chose (the `amal_lang` cookie) or, on a first
 * visit to an English page, the one their browser prefers — never from their address. A link to
 * an Arabic page is honoured unless the visitor chose English. The same text on every page, so
 * the Content-Security-Policy allows it by its hash (FIRST_VISIT_SCRIPT_SHA256) and no other
 * inline script runs.
 */
export const FIRST_VISIT_SCRIPT =
  '(function(){try{var h=document.documentElement.lang,p=location.pathname,m=document.cookie.match(/(?:^|; )amal_lang=(en|ar)(?:;|$)/),' +
  'w=m?m[1]:h==="en"?(navigator.languages||[navigator.language]).map(function(l){return String(l).slice(0,2).toLowerCase()}).filter(function(l){return l==="en"||l==="ar"})[0]:null;' +
  'if(w&&w!==h)location.replace((w==="ar"?"/ar"+(p==="/"?"":p):p.replace(/^\\/ar(?=\\/|$)/,"")||"/")+location.search+location.hash)}catch(e){}})()';

/** base64 SHA-256 of FIRST_VISIT_SCRIPT, for `script-src` (a unit test keeps it in step). */
export const FIRST_VISIT_SCRIPT_SHA256 = "Tu9qE4yDXLNYsLjSLFpqUPdz4NekP3WLnYg7T5ZrZJQ=";
