// Loaded before the bundle (an inline script would itself be blocked): records every CSP violation.
window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
