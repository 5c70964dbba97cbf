// libedit's native API (el_* and history), found through pkg-config "libedit".
#include <histedit.h>
