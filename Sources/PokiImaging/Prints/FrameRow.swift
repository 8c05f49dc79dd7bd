/// A row of colours in Oklab (``FramePoint``s), kept a channel at a time so that loops over a
/// row of pixels run in vector instructions. Owns its memory until ``deallocate()``.
struct FrameRow {
    /// How many points the row holds.
    let count: Int
    /// The channels, one after another in a single allocation: lightness, then a, then b.
    let lightness: UnsafeMutablePointer<Float>
    var a: UnsafeMutablePointer<Float> { lightness + count }
    var b: UnsafeMutablePointer<Float> { lightness + 2 * count }

    /// A row of `count` points, not yet initialised.
    init(count: Int) {
        self.count = count
        lightness = .allocate(capacity: 3 * count)
    }

    func deallocate() { lightness.deallocate() }

    /// The point at `index`.
    subscript(index: Int) -> FramePoint {
        get { FramePoint(lightness[index], a[index], b[index]) }
        nonmutating set {
            lightness[index] = newValue.lightness
            a[index] = newValue.a
            b[index] = newValue.b
        }
    }
}
