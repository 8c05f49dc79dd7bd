/// A field of an image's metadata that says when the photo was taken, in the order poki trusts
/// them, as photo sorters do (exiftool-based sorters, phockup): the moment the shutter closed,
/// then the moment the image was stored, then the file's last change, then what an editor wrote.
public enum DateField: String, Sendable, Codable, CaseIterable {
    /// EXIF `DateTimeOriginal` (0x9003), with `OffsetTimeOriginal`.
    case dateTimeOriginal
    /// EXIF `DateTimeDigitized` (0x9004, exiftool's `CreateDate`), with `OffsetTimeDigitized`.
    case dateTimeDigitized
    /// IFD0 `DateTime` (0x0132, exiftool's `ModifyDate`), with `OffsetTime`.
    case dateTime
    /// XMP `exif:DateTimeOriginal`: what a camera's EXIF date becomes in an XMP-only file.
    case xmpDateTimeOriginal
    /// XMP `photoshop:DateCreated`.
    case xmpDateCreated
    /// XMP `exif:DateTimeDigitized`.
    case xmpDateTimeDigitized
    /// XMP `xmp:CreateDate`.
    case xmpCreateDate

    /// How a warning names the field: `EXIF DateTimeOriginal`, `XMP photoshop:DateCreated`.
    public var name: String {
        switch self {
        case .dateTimeOriginal: "EXIF DateTimeOriginal"
        case .dateTimeDigitized: "EXIF DateTimeDigitized"
        case .dateTime: "EXIF DateTime"
        case .xmpDateTimeOriginal: "XMP exif:DateTimeOriginal"
        case .xmpDateCreated: "XMP photoshop:DateCreated"
        case .xmpDateTimeDigitized: "XMP exif:DateTimeDigitized"
        case .xmpCreateDate: "XMP xmp:CreateDate"
        }
    }
}
