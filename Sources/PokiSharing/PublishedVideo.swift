import PokiSystem
import PokiImaging

/// A session video as it leaves the album (`share --video`, the HTML album): every box a player
/// does not need (``VideoContainer/describingBoxes(ofFileAt:)``: QuickTime's `©xyz` location in
/// `udta`, the `com.apple.quicktime.location.ISO6709` key in `meta`, XMP in `uuid`, timed
/// metadata tracks, anything a device adds) becomes a `free` box of the same size with nothing in
/// it, so every offset the movie's sample tables hold stays true and the clip plays as before.
public struct PublishedVideo: Sendable {
    /// Bumped when what a copy leaves out changes, so exports made by the older rules are redone.
    public static let rulesVersion = 2

    /// The copy's bytes.
    public var bytes: [UInt8]
    /// How many boxes were emptied.
    public var emptiedBoxes: Int

    /// The copy of the video at `source`, as it is when `keepingLocation`. The copy is then
    /// searched for what location metadata is written as (``VideoContainer/locationSignature(in:name:)``),
    /// whatever box it sits in: any found throws ``ShareError/locationRemains(path:reason:)``.
    /// - Throws: ``ShareError/videoNotCopyable(path:reason:)`` when it is not a clip, is larger
    ///   than ``VideoContainer/maximumBytes`` or its boxes do not add up.
    public static func of(fileAt source: String, keepingLocation: Bool) throws -> PublishedVideo {
        do {
            // Read only once its header says it is a clip, of a size a clip has: the album's file
            // may have been replaced by anything.
            _ = try VideoContainer.facts(ofFileAt: source)
        } catch let refusal as VideoContainer.Refusal {
            throw ShareError.videoNotCopyable(path: source, reason: refusal.reason)
        }
        var bytes = try Syscall.contents(of: source, followingLinks: false)
        guard !keepingLocation else { return PublishedVideo(bytes: bytes, emptiedBoxes: 0) }
        do {
            let boxes = try VideoContainer.describingBoxes(in: bytes, name: source)
            for box in boxes {
                let headerLength = bytes[box.lowerBound..<box.lowerBound + 4].elementsEqual([0, 0, 0, 1]) ? 16 : 8
                bytes.replaceSubrange(box.lowerBound + 4..<box.lowerBound + 8, with: Array("free".utf8))
                for index in box.lowerBound + headerLength..<box.upperBound { bytes[index] = 0 }
            }
            if let signature = try VideoContainer.locationSignature(in: bytes, name: source) {
                throw ShareError.locationRemains(
                    path: source,
                    reason: Phrase(
                        "the video's copy still holds '\(signature)', which says where it was made",
                        korean: "영상 사본에 촬영 장소를 알려 주는 '\(signature)' 값이 아직 있음"
                    )
                )
            }
            return PublishedVideo(bytes: bytes, emptiedBoxes: boxes.count)
        } catch let refusal as VideoContainer.Refusal {
            throw ShareError.videoNotCopyable(path: source, reason: refusal.reason)
        }
    }
}
