// libFuzzer target: FormatDetector, compiled from PokiImaging's own source by run.sh with
// `swiftc -sanitize=fuzzer,address`: every header gets a verdict, and each format only for its magic.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let header = Array(UnsafeBufferPointer(start: data, count: min(size, FormatDetector.headerLength)))
    switch FormatDetector.detect(header) {
    case .supported(.png):
        if !header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { fatalError("PNG without its magic") }
    case .supported(.jpeg):
        if !header.starts(with: [0xFF, 0xD8, 0xFF]) { fatalError("JPEG without its magic") }
    case .supported(.webP):
        if !header.starts(with: Array("RIFF".utf8)) || Array(header[8..<12]) != Array("WEBP".utf8) { fatalError("WebP without its magic") }
    case .supported(.heif):
        if FormatDetector.isoMediaBrands(of: header).isEmpty || FormatDetector.isAVIF(header) { fatalError("HEIF without an ftyp box") }
    case .unsupported(let format):
        // Every refusal can be said: a name, and a conversion only for an image.
        if let format, format.name.isEmpty || format.conversion != nil && !format.isImage { fatalError("refusal without a name") }
        _ = format?.refusal
    }
    return 0
}
