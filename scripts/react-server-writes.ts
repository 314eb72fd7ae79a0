import {packageEdits, type PackageEdit} from './package-edits';

/**
 * React 18's server renderer encodes every piece of markup it writes (a tag, an attribute's
 * name, its value) into a `Uint8Array` of its own and copies it into 512-byte buffers: thousands
 * of encoder calls per page, about a fifth of the worker's time (docs/decisions/0034). Here a
 * flush gathers its markup as one string and encodes it once; the bytes sent are the same.
 */
const EDITS: PackageEdit[] = [
  {
    from: 'var l=null,n=0;\nfunction p(a,b){if(0!==b.length)if(512<b.length)0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=new Uint8Array(512),n=0),a.enqueue(b);else{var c=l.length-n;c<b.length&&(0===c?a.enqueue(l):(l.set(b.subarray(0,c),n),a.enqueue(l),b=b.subarray(c)),l=new Uint8Array(512),n=0);l.set(b,n);n+=b.length}}',
    to: 'var l="",n=0;\nfunction p(a,b){l+=b}',
  },
  {
    from: 'function ba(a){l&&0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=null,n=0)}var ca=new TextEncoder;function u(a){return ca.encode(a)}function w(a){return ca.encode(a)}',
    to: 'function ba(a){""!==l&&(a.enqueue(ca.encode(l)),l="")}var ca=new TextEncoder;function u(a){return a}function w(a){return a}',
  },
  {from: 'function fd(a,b){l=new Uint8Array(512);n=0;', to: 'function fd(a,b){l="";n=0;'},
  {from: 'ba(b);l=new Uint8Array(512);n=0;', to: 'ba(b);l="";n=0;'},
];

/** Applies the edits to react-dom 18.3.1's server build for the browser and workers. */
export const reactServerWrites = () =>
  packageEdits({
    name: 'react-server-writes',
    file: /\/node_modules\/react-dom\/cjs\/react-dom-server\.browser\.production\.min\.js$/,
    marker: 'var ca=new TextEncoder;',
    edits: EDITS,
  });
