/// Builds a gallery of rendered specs: outputs, thumbnails, index.html and index.json.
public enum Gallery {}
