/// The image formats poki reads, recognised by content rather than by file name.
public enum ImageFormat: String, Sendable, Codable, CaseIterable {
    case png
    case jpeg
}
