import CPokiSystem

/// SHA-256 (FIPS 180-4), written here because poki takes no package dependencies.
///
/// Used to recognise a file that is already in the album. Feed bytes in chunks with ``update(_:)``
/// and read the digest once with ``finalize()``.
public struct SHA256: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
    )
    private var pending: [UInt8] = []
    private var byteCount: UInt64 = 0

    /// Whether whole blocks may go to the processor's SHA instructions (tests turn it off to
    /// check the portable rounds on machines that have them).
    private let usesProcessorInstructions: Bool

    public init() {
        self.init(usingProcessorInstructions: true)
    }

    init(usingProcessorInstructions: Bool) {
        usesProcessorInstructions = usingProcessorInstructions
        pending.reserveCapacity(64)
    }

    // MARK: Hashing

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        byteCount &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<take])
            offset = take
            if pending.count == 64 {
                pending.withUnsafeBytes { compress(block: $0.baseAddress!) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        let wholeBlocks = (bytes.count - offset) / 64
        if wholeBlocks > 0 {
            compress(blocks: bytes.baseAddress! + offset, count: wholeBlocks)
            offset += wholeBlocks * 64
        }
        if offset < bytes.count {
            pending.append(contentsOf: bytes[offset...])
        }
    }

    /// Adds `bytes` to the message.
    public mutating func update<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let array = Array(bytes)
        array.withUnsafeBytes { update($0) }
    }

    /// Pads the message and returns the 32-byte digest.
    public mutating func finalize() -> [UInt8] {
        let bitLength = byteCount &* 8
        var padding: [UInt8] = [0x80]
        let afterMarker = (pending.count + 1) % 64
        padding.append(contentsOf: repeatElement(0, count: afterMarker <= 56 ? 56 - afterMarker : 120 - afterMarker))
        for shift in stride(from: 56, through: 0, by: -8) {
            padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        let savedCount = byteCount
        padding.withUnsafeBytes { update($0) }
        byteCount = savedCount
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    /// Lower-case hexadecimal form of a digest.
    public static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        var text = ""
        text.reserveCapacity(digest.count * 2)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }

    /// The lower-case hex digest of `bytes`.
    public static func hex<Bytes: Collection>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hex(hasher.finalize())
    }

    /// The lower-case hex digest of the regular file at `path`, read in 256 KiB chunks. A FIFO or
    /// a device is refused, and so is a symbolic link unless `followingLinks`.
    public static func hex(ofFileAt path: String, followingLinks: Bool = true) throws -> String {
        let descriptor = try Syscall.openRegularFile(path, followingLinks: followingLinks)
        defer { _ = Platform.close(descriptor) }
        var hasher = SHA256()
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        while true {
            let count = try chunk.withUnsafeMutableBytes { (buffer) throws -> Int in
                try Syscall.read(descriptor, into: buffer, path: path)
            }
            if count == 0 { break }
            chunk.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
        return hex(hasher.finalize())
    }

    // MARK: Compression

    /// The 64 round constants, from the C shim that the accelerated rounds share.
    private static var roundConstants: UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(start: poki_sha256_round_constants(), count: 64)
    }

    /// Compresses `count` consecutive blocks, with the processor's SHA instructions when it has them.
    private mutating func compress(blocks: UnsafeRawPointer, count: Int) {
        let accelerated = usesProcessorInstructions && withUnsafeMutableBytes(of: &state) { words in
            poki_sha256_blocks(words.baseAddress!.assumingMemoryBound(to: UInt32.self), blocks.assumingMemoryBound(to: UInt8.self), count) == 1
        }
        if accelerated { return }
        for index in 0..<count { compress(block: blocks + 64 * index) }
    }

    private mutating func compress(block: UnsafeRawPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            for index in 0..<16 {
                let base = index * 4
                schedule[index] = UInt32(block.load(fromByteOffset: base, as: UInt8.self)) << 24
                    | UInt32(block.load(fromByteOffset: base + 1, as: UInt8.self)) << 16
                    | UInt32(block.load(fromByteOffset: base + 2, as: UInt8.self)) << 8
                    | UInt32(block.load(fromByteOffset: base + 3, as: UInt8.self))
            }
            for index in 16..<64 {
                let w15 = schedule[index - 15], w2 = schedule[index - 2]
                let sigma0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 >> 3)
                let sigma1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 >> 10)
                schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
            }
            var (a, b, c, d, e, f, g, h) = state
            do {
                let constants = Self.roundConstants
                for index in 0..<64 {
                    let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                    let choice = (e & f) ^ (~e & g)
                    let temporary1 = h &+ sum1 &+ choice &+ constants[index] &+ schedule[index]
                    let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let temporary2 = sum0 &+ majority
                    h = g; g = f; f = e; e = d &+ temporary1
                    d = c; c = b; b = a; a = temporary1 &+ temporary2
                }
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
                     state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
        }
    }
}

// MARK: - Rotation

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        (self >> count) | (self << (32 - count))
    }
}
