import PokiSystem

/// The smallest EXIF block that still shows a photo the right way up and says when it was taken:
/// IFD0 with Orientation, an Exif IFD with `DateTimeOriginal` and `OffsetTimeOriginal`, and
/// nothing else: no GPS directory, no thumbnail, no maker notes.
///
/// `share` writes it in place of a block it will not copy, and checks that what it wrote is no
/// more than this.
package enum MinimalExif {
    /// The block (TIFF header first, little-endian) holding `orientation` and `capturedAt`; nil
    /// when both are nil, since an empty block says nothing.
    package static func block(orientation: Int?, capturedAt: CaptureDate?) -> [UInt8]? {
        guard orientation != nil || capturedAt != nil else { return nil }
        var imageEntries: [Entry] = []
        if let orientation { imageEntries.append(Entry(tag: Tag.orientation, type: FieldType.short, count: 1, value: .inline(UInt32(orientation)))) }
        var exifEntries: [Entry] = []
        if let capturedAt {
            exifEntries.append(Entry(tag: Tag.dateTimeOriginal, type: FieldType.ascii, count: 20, value: .data(Array(exifText(capturedAt).utf8) + [0])))
            if let offset = capturedAt.offset {
                exifEntries.append(Entry(tag: Tag.offsetTimeOriginal, type: FieldType.ascii, count: 7, value: .data(Array(offset.utf8) + [0])))
            }
        }
        let imageDirectory = 8
        let exifDirectory = imageDirectory + directorySize(entries: imageEntries.count + (exifEntries.isEmpty ? 0 : 1))
        if !exifEntries.isEmpty {
            imageEntries.append(Entry(tag: Tag.exifDirectory, type: FieldType.long, count: 1, value: .inline(UInt32(exifDirectory))))
        }
        var bytes: [UInt8] = [0x49, 0x49, 0x2A, 0x00] + littleEndian32(UInt32(imageDirectory))
        bytes += directory(imageEntries, at: imageDirectory)
        if !exifEntries.isEmpty { bytes += directory(exifEntries, at: exifDirectory) }
        return bytes
    }

    /// Whether `tiff` (a block from its TIFF header on) is exactly what ``block(orientation:capturedAt:)``
    /// writes for the orientation and capture date it holds: read, written again, and compared
    /// byte for byte, so nothing else can hide in it (another directory, bytes no entry points to).
    package static func isMinimal(tiff: [UInt8]) -> Bool {
        guard let metadata = try? ExifMetadata(tiff: tiff), metadata.problems.isEmpty else { return false }
        return block(orientation: metadata.orientation, capturedAt: metadata.capturedAt) == tiff
    }

    // MARK: - Writing

    private enum Tag {
        static let orientation = 0x0112
        static let exifDirectory = 0x8769
        static let dateTimeOriginal = 0x9003
        static let offsetTimeOriginal = 0x9011
    }

    private enum FieldType {
        static let ascii: UInt16 = 2
        static let short: UInt16 = 3
        static let long: UInt16 = 4
    }

    private struct Entry {
        enum Value {
            /// At most four bytes, held in the entry itself.
            case inline(UInt32)
            /// More than four bytes, after the directory.
            case data([UInt8])
        }

        var tag: Int
        var type: UInt16
        var count: UInt32
        var value: Value
    }

    private static func directorySize(entries: Int) -> Int { 2 + 12 * entries + 4 }

    /// A directory at `offset`, entries sorted by tag, followed by the values that do not fit in
    /// an entry, and a zero link: no directory follows.
    private static func directory(_ entries: [Entry], at offset: Int) -> [UInt8] {
        let sorted = entries.sorted { $0.tag < $1.tag }
        var body = littleEndian16(UInt16(sorted.count))
        var data: [UInt8] = []
        let dataStart = offset + directorySize(entries: sorted.count)
        for entry in sorted {
            body += littleEndian16(UInt16(entry.tag)) + littleEndian16(entry.type) + littleEndian32(entry.count)
            switch entry.value {
            case let .inline(value):
                body += entry.type == FieldType.short ? littleEndian16(UInt16(value)) + [0, 0] : littleEndian32(value)
            case let .data(bytes):
                body += littleEndian32(UInt32(dataStart + data.count))
                data += bytes + (bytes.count.isMultiple(of: 2) ? [] : [0])
            }
        }
        return body + littleEndian32(0) + data
    }

    /// `YYYY:MM:DD HH:MM:SS`, the form EXIF dates take.
    private static func exifText(_ date: CaptureDate) -> String {
        let pad = CalendarDay.pad
        return "\(pad(date.year, 4)):\(pad(date.month, 2)):\(pad(date.day, 2)) \(pad(date.hour, 2)):\(pad(date.minute, 2)):\(pad(date.second, 2))"
    }

    private static func littleEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

    private static func littleEndian32(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)]
    }
}
