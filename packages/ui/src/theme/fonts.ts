// Self-hosted Inter variable font: @font-face rules with woff2 files bundled by the app's
// bundler, so no request goes to a font service. Import once at app start:
// `import '@finfree/ui/fonts';`
import '@fontsource-variable/inter';
