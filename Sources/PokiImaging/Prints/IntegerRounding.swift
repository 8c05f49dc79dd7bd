/// Rounding to a whole number for the per-pixel work of finding a print, without a call to the C
/// library's `floorf` or `roundf` for each pixel: the x86-64 processors poki is built for by
/// default have no instruction for either, and a working image has hundreds of thousands of
/// pixels. Each gives exactly what `Int(rounded(…))` gives (and traps where it does): the part
/// of a float after its point is a float too, so the subtraction below is exact.
extension Float {
    /// `Int(rounded(.down))`.
    @inline(__always)
    var integerBelow: Int {
        let whole = Int(self)
        return Float(whole) > self ? whole - 1 : whole
    }

    /// `Int(rounded())`: the nearest whole number, halves away from zero.
    @inline(__always)
    var nearestInteger: Int {
        let whole = Int(self), rest = self - Float(whole)
        return rest >= 0.5 ? whole + 1 : rest <= -0.5 ? whole - 1 : whole
    }
}

extension Double {
    /// `Int(rounded(.down))`.
    @inline(__always)
    var integerBelow: Int {
        let whole = Int(self)
        return Double(whole) > self ? whole - 1 : whole
    }
}
