// libFuzzer target: the EXIF reader (ExifMetadata and TIFFByteReader), compiled from PokiImaging's own
// sources by run.sh with `swiftc -sanitize=fuzzer,address`. Any trap (an out-of-range index, an
// overflow) is a finding: the reader must throw ExifError or return for every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExif(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let metadata = try? ExifMetadata(tiff: bytes) {
        if let orientation = metadata.orientation, !(1...8).contains(orientation) { fatalError("orientation \(orientation)") }
        _ = metadata.capturedAt.map { "\($0)" }
    }
    return 0
}
