import PokiImaging

/// A photo file's bytes without the location in its metadata, as `share` writes them: what a
/// web album's `originals/` holds, since a web server hands them to anyone.
package enum LocationFreeCopy {
    /// Names the rules below; a change to what is removed changes it, so that copies made by the
    /// rules before (an export's `originals/`) are made again.
    package static let rulesVersion = "location-free-1"

    /// `bytes` (a file of `format`, read from `path`) with every location `share` removes removed.
    /// - Throws: ``ShareError`` when the file's structure cannot be followed to its image data.
    package static func of(_ bytes: [UInt8], format: ImageFormat, path: String) throws(ShareError) -> [UInt8] {
        try SharedMetadata.of(bytes, format: format, removing: .location, path: path).bytes
    }
}
