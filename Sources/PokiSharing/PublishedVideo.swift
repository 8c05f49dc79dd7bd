import PokiSystem
import PokiImaging

/// A session video as it leaves the album (`share --video`, the HTML album): every box that can
/// say where or by whom it was made (``VideoContainer/describingBoxes(ofFileAt:)``: QuickTime's
/// `©xyz` location in `udta`, the `com.apple.quicktime.location.ISO6709` key in `meta`, XMP in
/// `uuid`) becomes a `free` box of the same size with nothing in it, so every offset the
/// movie's sample tables hold stays true and the clip plays as before.
public struct PublishedVideo: Sendable {
    /// The copy's bytes.
    public var bytes: [UInt8]
    /// How many boxes were emptied.
    public var emptiedBoxes: Int

    /// The copy of the video at `source`, as it is when `keepingLocation`. The copy is read
    /// back: a describing box still in it throws ``ShareError/locationRemains(path:reason:)``.
    /// - Throws: ``ShareError/notCopyable(path:reason:)`` when its boxes do not add up.
    public static func of(fileAt source: String, keepingLocation: Bool) throws -> PublishedVideo {
        var bytes = try Syscall.contents(of: source, followingLinks: false)
        guard !keepingLocation else { return PublishedVideo(bytes: bytes, emptiedBoxes: 0) }
        do {
            let boxes = try VideoContainer.describingBoxes(in: bytes, name: source)
            for box in boxes {
                let headerLength = bytes[box.lowerBound..<box.lowerBound + 4].elementsEqual([0, 0, 0, 1]) ? 16 : 8
                bytes.replaceSubrange(box.lowerBound + 4..<box.lowerBound + 8, with: Array("free".utf8))
                for index in box.lowerBound + headerLength..<box.upperBound { bytes[index] = 0 }
            }
            guard try VideoContainer.describingBoxes(in: bytes, name: source).isEmpty else {
                throw ShareError.locationRemains(path: source, reason: "the video still holds boxes that may say where it was made")
            }
            return PublishedVideo(bytes: bytes, emptiedBoxes: boxes.count)
        } catch let refusal as VideoContainer.Refusal {
            throw ShareError.notCopyable(path: source, reason: refusal.reason)
        }
    }
}
