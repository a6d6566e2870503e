// Stand-in for the built SDK loader in the workerd tests.
window.Cakeday = { test: true };
