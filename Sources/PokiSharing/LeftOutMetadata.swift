import PokiSystem
import PokiImaging

/// What a shared copy left out, gathered for one note, and whether any of it held a location.
struct LeftOutMetadata {
    /// Whether the copy is made without the location: then whatever is left out counts as a
    /// location removed, since it may have held one.
    let removingLocation: Bool
    var names: [Phrase] = []
    /// A GPS directory was read in what was left out.
    var foundLocation = false

    init(removingLocation: Bool) {
        self.removingLocation = removingLocation
    }

    /// Records `name` as left out.
    mutating func add(_ name: Phrase) {
        names.append(name)
    }

    /// Sets `result`'s `removedLocation` and adds the note naming what was left out.
    func finish(into result: inout SharedMetadata) {
        result.removedLocation = removingLocation && (result.removedLocation || foundLocation || !names.isEmpty)
        guard !names.isEmpty else { return }
        let listed = names.dropFirst().reduce(names[0]) { $0 + Phrase.verbatim(", ") + $1 }
        result.notes.append(
            Phrase("left out (it may hold a location or a picture poki cannot check): ", korean: "뺀 것 (poki가 확인할 수 없는 위치 정보나 이미지가 들어 있을 수 있음): ")
                + listed
        )
    }

    /// Whether `bytes` holds an EXIF block (`Exif\0\0` then TIFF) whose IFD0 points to a GPS
    /// directory: a thumbnail's, a trailing picture's.
    static func embeddedExifHasLocation(_ bytes: ArraySlice<UInt8>) -> Bool {
        let header = ExifRewriter.header
        var index = bytes.startIndex
        var blocks = 0
        while let found = bytes[index...].firstRange(of: header)?.lowerBound, blocks < 64 {
            blocks += 1
            let block = Array(bytes[(found + header.count)...].prefix(JPEGSegments.maximumPayload))
            if ExifMetadata.salvaged(tiff: block)?.hasLocation == true { return true }
            index = found + header.count
        }
        return false
    }
}
