// The host page at /ui/: the full console as one element.
import '../elements/jms-console';
