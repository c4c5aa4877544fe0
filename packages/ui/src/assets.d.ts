// Side-effect CSS import of the self-hosted font (resolved by the consuming bundler).
declare module '@fontsource-variable/inter';
