import PokiImaging

/// Where a photo's day came from, so a day poki guessed can be told from one the user gave.
///
/// Stored as `dateSource` in the photo's document. Documents written before poki recorded it have
/// none (``Photo/dateSource`` is nil): their day was the EXIF day, the day given, or the day the
/// photo was added, and which one is not known.
public enum DateSource: String, Sendable, Codable, CaseIterable {
    /// The image's EXIF `DateTimeOriginal`.
    case exif
    /// The image's EXIF `DateTimeDigitized` (`CreateDate`), for an image without a usable
    /// `DateTimeOriginal`.
    case exifDigitized
    /// The image's IFD0 `DateTime` (`ModifyDate`), for an image without a usable EXIF
    /// `DateTimeOriginal` or `DateTimeDigitized`.
    case exifDateTime
    /// The image's XMP `photoshop:DateCreated` or `xmp:CreateDate`, for an image without a usable
    /// EXIF date.
    case xmp
    /// The file's name (``FileNameDate``), for an image without a usable date in its metadata.
    case fileName
    /// The day printed on the booth print's frame (``PrintText/day``), for an image without a
    /// usable date in its metadata or name.
    case print
    /// The file's modification time, in local time, asked for with `--date-from mtime`, for an
    /// image with no date in its metadata or name.
    case mtime
    /// Given by the user: `--date`, a manifest's `date`, or `edit --date`.
    case given
    /// Nothing said which day: the day the photo was added, in local time.
    case today

    /// The source for a day from `field` of the image's metadata.
    public init(_ field: DateField) {
        switch field {
        case .dateTimeOriginal: self = .exif
        case .dateTimeDigitized: self = .exifDigitized
        case .dateTime: self = .exifDateTime
        case .xmpDateTimeOriginal, .xmpDateCreated, .xmpDateTimeDigitized, .xmpCreateDate: self = .xmp
        }
    }
}
