import PokiSharing

/// `poki share ID... --to DIR [--keep-location] [--mask-qr] [--json]`: copies of photos to give away.
struct ShareCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["share"],
        summary: "Copy photos into a folder to give away, without their location.",
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [
            .value("to", "DIR", help: "Folder to write the copies into (required)."),
            .flag("keep-location", help: "Copy the file as it is, location and all its metadata included."),
            .flag("video", help: "Also copy each photo's session video (<day>_<tag>_<id>.mp4), without its location and device."),
            .flag("mask-qr", help: "Cover each print's QR code (it downloads the originals) with the colour around it."),
            .flag("json", help: "Print the copies written as a JSON array ({\"id\", \"path\", …}), then {\"id\", \"error\"} for each that failed."),
        ],
        discussion: """
        Each copy is named <day>_<tag>_<id>.<ext> (2026-03-12_인생네컷_1003.jpg) and its path printed.
        The picture is copied byte for byte with its colour profile, orientation and capture
        date; everything else (GPS, XMP, thumbnails, data after the image, text chunks, metadata
        poki cannot parse) is left out, and the copy is read back: if it may still hold a
        location, nothing is shared. A file of one of the names in DIR is never written over: then
        nothing is written at all. --mask-qr re-encodes each print with every QR code covered
        (inverted ones too); a photo with no code is reported and not written. 'ID...' may be '-'
        to read IDs from standard input. --video copies each photo's session video beside it
        (a photo without one is copied alone), its location, device and XMP boxes emptied in
        place. Exit status 1 if any photo was not shared.
        """
    )

    var ids: PhotoIDs
    var directory: String
    var options: ShareOptions
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        ids = try PhotoIDs(arguments.arguments, for: Self.spec)
        guard let directory = arguments.value("to") else { throw UsageError("give the folder to share into with --to DIR", for: Self.spec) }
        self.directory = directory
        options = ShareOptions(keepLocation: arguments.has("keep-location"), maskQRCodes: arguments.has("mask-qr"), includeVideo: arguments.has("video"))
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let ids = try ids.resolve(for: Self.spec)
        let outcome = try album.share(ids: ids, to: directory, options: options)
        for shared in outcome.shared {
            if !json {
                context.console.output(shared.path)
                if let videoPath = shared.videoPath { context.console.output(videoPath) }
            }
            for note in shared.notes { context.console.note("note: photo \(shared.id): \(note)") }
        }
        for failure in outcome.failures { context.console.error(failure.message) }
        if json { context.console.output(bytes: JSONOutput.array(of: outcome.shared, then: outcome.failures.map { JSONFailure(id: $0.id, error: $0.message) })) }
        return outcome.failures.isEmpty ? .success : .failure
    }
}
