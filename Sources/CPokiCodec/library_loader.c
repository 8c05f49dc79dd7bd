#include "library_loader.h"

#include <dlfcn.h>
#include <stdio.h>

int poki_load_library(const char *const *names, const poki_symbol *symbols, size_t count, const char *package, char *error,
                      size_t error_size) {
    void *library = NULL;
    // Why the first name (the versioned one) did not load: dlerror names the file it could not
    // load, the library or one it needs (libde265).
    char reason[192] = "";
    for (size_t index = 0; names[index] != NULL && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        const char *failure = library == NULL ? dlerror() : NULL;
        if (index == 0 && failure != NULL) snprintf(reason, sizeof reason, "%s", failure);
    }
    if (library == NULL) {
        snprintf(error, error_size, "%s; install %s", reason[0] != '\0' ? reason : names[0], package);
        return -1;
    }
    for (size_t index = 0; index < count; index++) {
        *symbols[index].address = dlsym(library, symbols[index].name);
        if (*symbols[index].address == NULL && !symbols[index].optional) {
            snprintf(error, error_size, "the %s found lacks %s; install %s", names[0], symbols[index].name, package);
            return -1;
        }
    }
    return 0;
}
