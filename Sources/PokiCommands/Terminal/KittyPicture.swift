import PokiImaging

/// The kitty graphics protocol: raw RGB pixels, Base64 in chunks of 4,096 bytes, shown at the
/// cursor `columns` cells wide (the terminal keeps the aspect ratio). `q=2` keeps the terminal
/// from answering, so no reply ever lands in the shell's input.
enum KittyPicture {
    static func escape(_ image: RGBImage, columns: Int) -> String {
        let payload = Array(Base64.encode(image.rgb).utf8)
        var text = ""
        var offset = 0
        repeat {
            let end = min(payload.count, offset + 4096)
            let more = end < payload.count ? 1 : 0
            let control = offset == 0 ? "a=T,f=24,s=\(image.width),v=\(image.height),c=\(columns),q=2,m=\(more)" : "m=\(more)"
            text += "\u{1B}_G\(control);" + String(decoding: payload[offset..<end], as: UTF8.self) + "\u{1B}\\"
            offset = end
        } while offset < payload.count
        return text
    }
}
