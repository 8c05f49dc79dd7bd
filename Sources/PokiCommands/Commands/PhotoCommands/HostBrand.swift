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
            context.console.warning("the booth host's brand '\(label)' is not a tag in this album; the photo gets the brand printed on it, if any, else \(BoothBrands.unclassified.label)")
            return nil
        }
        return label
    }
}
