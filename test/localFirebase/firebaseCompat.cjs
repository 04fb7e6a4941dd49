// firebase-server asks for the old namespaced `firebase` package; the installed SDK still
// ships it as `firebase/compat`. The launcher points that one require here.
require('firebase/compat/database');
module.exports = require('firebase/compat/app').default;
