#pragma once
#include <libimagequant.h>
