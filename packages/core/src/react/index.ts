// React bindings of @finfree/core (AuthProvider, query hooks) live on this subpath so the
// main entry stays framework-free.
export {};
