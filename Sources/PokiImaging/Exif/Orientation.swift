/// EXIF orientation (1…8): how a file's stored pixels turn into what people see.
enum Orientation {
    /// The stored pixel shown at display position (`x`, `y`) of an image stored `storedWidth` x
    /// `storedHeight` with EXIF `orientation` (any value outside 2…8 shows the pixels as stored).
    static func storedPixel(x: Int, y: Int, orientation: Int, storedWidth: Int, storedHeight: Int) -> (x: Int, y: Int) {
        switch orientation {
        case 2: (storedWidth - 1 - x, y)
        case 3: (storedWidth - 1 - x, storedHeight - 1 - y)
        case 4: (x, storedHeight - 1 - y)
        case 5: (y, x)
        case 6: (y, storedHeight - 1 - x)
        case 7: (storedWidth - 1 - y, storedHeight - 1 - x)
        case 8: (storedWidth - 1 - y, x)
        default: (x, y)
        }
    }
}
