/// A colour profile (ICC) as a shared copy may keep it: only when every tag in it describes
/// colour. A profile can also carry a `meta` dictionary, which exiftool reads as ordinary
/// metadata (GPS fields included), and tags no one knows; a profile with any such tag is left out.
enum ICCProfile {
    /// The tags that describe colour, the device or the profile itself (ICC v2 and v4, and the
    /// ones Apple and Google write into every phone photo's Display P3 or sRGB profile).
    static let colourTags: Set<String> = [
        "desc", "cprt", "wtpt", "bkpt", "rXYZ", "gXYZ", "bXYZ", "rTRC", "gTRC", "bTRC", "kTRC", "chad", "chrm", "lumi", "meas",
        "tech", "view", "vued", "dmnd", "dmdd", "A2B0", "A2B1", "A2B2", "B2A0", "B2A1", "B2A2", "D2B0", "D2B1", "D2B2", "D2B3",
        "B2D0", "B2D1", "B2D2", "B2D3", "gamt", "pre0", "pre1", "pre2", "ncl2", "clrt", "clro", "clot", "ciis", "rig0", "rig2",
        "cicp", "targ", "calt", "bfd ", "devs", "mmod", "vcgt", "ndin", "dscm", "aarg", "aagg", "aabg", "arts", "psd0",
    ]

    /// Whether `profile` (a whole ICC profile) is well formed as far as its header and tag table
    /// go, and holds only ``colourTags``.
    static func holdsOnlyColour(_ profile: [UInt8]) -> Bool {
        func bigEndian32(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 4 <= profile.count else { return nil }
            return profile[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        guard let size = bigEndian32(0), size == profile.count, let count = bigEndian32(128), count <= 200,
              132 + count * 12 <= profile.count
        else { return false }
        for index in 0..<count {
            let entry = 132 + index * 12
            let signature = String(decoding: profile[entry..<(entry + 4)], as: UTF8.self)
            guard colourTags.contains(signature), let offset = bigEndian32(entry + 4), let length = bigEndian32(entry + 8),
                  offset + length <= profile.count
            else { return false }
        }
        return true
    }

    /// The profile a JPEG's APP2 `ICC_PROFILE` segments hold together (each payload: the name,
    /// its chunk number from 1, the number of chunks, then its part), in chunk order; nil when
    /// the chunks are not one whole set.
    static func assembled(fromPayloads payloads: [ArraySlice<UInt8>]) -> [UInt8]? {
        let header = 14
        var parts: [Int: ArraySlice<UInt8>] = [:]
        var total: Int?
        for payload in payloads {
            guard payload.count > header else { return nil }
            let number = Int(payload[payload.startIndex + 12]), count = Int(payload[payload.startIndex + 13])
            guard number >= 1, number <= count, total == nil || total == count, parts[number] == nil else { return nil }
            total = count
            parts[number] = payload.dropFirst(header)
        }
        guard let total, parts.count == total else { return nil }
        return (1...total).flatMap { Array(parts[$0]!) }
    }
}
