#pragma once
#include <gif_lib.h>
