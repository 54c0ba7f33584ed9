/* The process floor: a program that does nothing, linked statically (as settingsc's release build is),
 * so that its time is what starting and ending a process costs here. The small case's floor. */
int main(void) {
    return 0;
}
