import PokiImaging

/// The xterm 256-colour palette's fixed part: the 6x6x6 cube (16…231) and the grey ramp (232…255).
enum XtermPalette {
    /// The cube's six levels per channel.
    private static let levels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The palette index nearest to `colour` (squared RGB distance), from the cube or the greys.
    static func index(nearest colour: Colour) -> Int {
        let red = Int(colour.red), green = Int(colour.green), blue = Int(colour.blue)
        let cube = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cubeColour = (levels[cube.0], levels[cube.1], levels[cube.2])
        let cubeDistance = distance((red, green, blue), cubeColour)
        let mean = (red + green + blue) / 3
        let step = max(0, min(23, (mean - 3) / 10))
        let grey = 8 + 10 * step
        let greyDistance = distance((red, green, blue), (grey, grey, grey))
        if greyDistance < cubeDistance { return 232 + step }
        return 16 + 36 * cube.0 + 6 * cube.1 + cube.2
    }

    /// The colour a palette index from 16 to 255 stands for.
    static func colour(at index: Int) -> Colour {
        if index >= 232 {
            let grey = UInt8(8 + 10 * (index - 232))
            return Colour(red: grey, green: grey, blue: grey)
        }
        let cube = index - 16
        return Colour(red: UInt8(levels[cube / 36]), green: UInt8(levels[cube / 6 % 6]), blue: UInt8(levels[cube % 6]))
    }

    private static func nearestLevel(_ value: Int) -> Int {
        var best = 0
        for (index, level) in levels.enumerated() where abs(level - value) < abs(levels[best] - value) { best = index }
        return best
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let red = a.0 - b.0, green = a.1 - b.1, blue = a.2 - b.2
        return red * red + green * green + blue * blue
    }
}
