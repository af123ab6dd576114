import sys
def main():
    print("working")
    return 3
if __name__ == "__main__":
    sys.exit(main())
