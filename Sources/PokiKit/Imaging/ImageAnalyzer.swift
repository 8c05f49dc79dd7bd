/// Reads an image file once and answers what poki needs to know about it.
public enum ImageAnalyzer {
    /// Decodes `path` (PNG or JPEG, detected by content) to a small sample and extracts its palette.
    ///
    /// - Parameter onWarning: receives non-fatal problems (libjpeg warnings, malformed EXIF), one line each.
    public static func analyze(fileAt path: String, onWarning: (String) -> Void = { _ in }) throws(ImageDecodingError) -> ImageAnalysis {
        throw .unreadable(path: path, reason: "imaging core not built yet")
    }
}
