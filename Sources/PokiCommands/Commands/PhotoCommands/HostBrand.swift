import PokiSystem
import PokiAlbum
import PokiFetching

/// The tag a photo gets without `--tag`: the brand of the booth host one of its links belongs to
/// (the link it was fetched from, the photo's own address, the QR code printed on it), else the
/// config file's tag.
struct HostBrand {
    let hosts: BoothHosts
    let album: Album
    let context: CommandContext

    /// The tag for a photo with `links`, in the order they count; nil for the brand printed on
    /// the photo, else 비분류 브랜드.
    func tag(forLinks links: [String]) -> String? {
        guard let label = links.lazy.compactMap(hosts.label(forURL:)).first else { return context.configuration.tag }
        guard (try? album.resolveTag(label)) != nil else {
            context.console.warning(Phrase(
                "the booth host's brand '\(label)' is not a tag in this album; the photo gets the brand printed on it, if any, else \(BoothBrands.unclassified.label)",
                korean: "부스 호스트의 브랜드 '\(label)' 태그가 이 앨범에 없습니다. 사진에는 인쇄된 브랜드가 있으면 그 브랜드를, 없으면 \(BoothBrands.unclassified.label) 태그를 붙입니다"
            ))
            return nil
        }
        return label
    }
}
