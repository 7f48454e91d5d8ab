// The brand fonts (Poppins, Roboto; self-hosted from @fontsource) for widgets on CMS pages, which
// do not have them. Imported by each widget's module under mounts/, not by the loader: Vite adds
// the CSS of a lazily loaded chunk to the page, not that of the loader entry itself.
import '@lindner/ui/fonts.css';
