/* The streaming floor: walks each file with libxml2's xmlTextReader and builds nothing.
 * Same safety options as settingsc (no network, no entity expansion). Exit 1 if a file is not
 * well-formed, like the tools it is compared with. */
#include <libxml/xmlreader.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int status = 0;
    xmlInitParser();
    for (int i = 1; i < argc; i++) {
        xmlTextReaderPtr reader = xmlReaderForFile(argv[i], NULL, XML_PARSE_NONET | XML_PARSE_NOCDATA);
        if (reader == NULL) { status = 1; continue; }
        long nodes = 0;
        int ret;
        while ((ret = xmlTextReaderRead(reader)) == 1) nodes++;
        if (ret != 0) status = 1;
        xmlFreeTextReader(reader);
        if (nodes < 0) puts("");
    }
    xmlCleanupParser();
    return status;
}
