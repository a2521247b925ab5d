import Gallery
import Testing
