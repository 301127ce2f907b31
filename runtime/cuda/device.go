package cuda

import (
	"fmt"
	"unsafe"
)

// DeviceAttribute is a CUdevice_attribute.
type DeviceAttribute int

// The device attributes Device reads.
const (
	AttrMaxThreadsPerBlock           DeviceAttribute = 1
	AttrMaxBlockDimX                 DeviceAttribute = 2
	AttrMaxBlockDimY                 DeviceAttribute = 3
	AttrMaxBlockDimZ                 DeviceAttribute = 4
	AttrMaxGridDimX                  DeviceAttribute = 5
	AttrMaxGridDimY                  DeviceAttribute = 6
	AttrMaxGridDimZ                  DeviceAttribute = 7
	AttrMaxSharedMemoryPerBlock      DeviceAttribute = 8
	AttrWarpSize                     DeviceAttribute = 10
	AttrMaxRegistersPerBlock         DeviceAttribute = 12
	AttrClockRate                    DeviceAttribute = 13
	AttrMultiprocessorCount          DeviceAttribute = 16
	AttrComputeCapabilityMajor       DeviceAttribute = 75
	AttrComputeCapabilityMinor       DeviceAttribute = 76
	AttrMaxSharedMemoryPerSM         DeviceAttribute = 81
	AttrMaxSharedMemoryPerBlockOptin DeviceAttribute = 97
)

// Device describes one GPU.
type Device struct {
	// Ordinal is the device's number (0 for the first).
	Ordinal int
	// Name is the marketing name ("NVIDIA H200").
	Name string
	// Major and Minor are the compute capability (9 and 0 for sm_90).
	Major, Minor int
	// SMCount is the number of streaming multiprocessors.
	SMCount int
	// WarpSize is the threads per warp (32).
	WarpSize int
	// MaxThreadsPerBlock bounds the product of a block's dimensions.
	MaxThreadsPerBlock int
	// MaxBlockDim and MaxGridDim bound each dimension of a launch.
	MaxBlockDim, MaxGridDim [3]int
	// MaxSharedPerBlock is the shared memory a block gets without opting
	// in (48 KiB); MaxSharedPerBlockOptin what a kernel may opt in to
	// with Function.SetMaxDynamicSharedMemory.
	MaxSharedPerBlock, MaxSharedPerBlockOptin int
	// MaxRegistersPerBlock is the 32-bit registers a block may use.
	MaxRegistersPerBlock int
	// TotalMemory is the device memory in bytes.
	TotalMemory uint64

	handle int32
}

// SM is the compute capability as ptx targets spell it ("sm_90").
func (d *Device) SM() string { return fmt.Sprintf("sm_%d%d", d.Major, d.Minor) }

// DeviceCount is the number of CUDA devices.
func (d *Driver) DeviceCount() (int, error) {
	var n int32
	if err := d.call("cuDeviceGetCount", d.fn.deviceGetCount, uintptr(unsafe.Pointer(&n))); err != nil {
		return 0, err
	}
	return int(n), nil
}

// Device returns the description of device ordinal (read once).
func (d *Driver) Device(ordinal int) (*Device, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.deviceLocked(ordinal)
}

func (d *Driver) deviceLocked(ordinal int) (*Device, error) {
	if dev := d.devices[ordinal]; dev != nil {
		return dev, nil
	}
	var h int32
	if err := d.call("cuDeviceGet", d.fn.deviceGet, uintptr(unsafe.Pointer(&h)), uintptr(ordinal)); err != nil {
		return nil, fmt.Errorf("cuda: device %d: %w", ordinal, err)
	}
	dev := &Device{Ordinal: ordinal, handle: h}
	name := make([]byte, 256)
	if err := d.call("cuDeviceGetName", d.fn.deviceGetName, uintptr(unsafe.Pointer(&name[0])), uintptr(len(name)), uintptr(h)); err != nil {
		return nil, err
	}
	dev.Name = goString(&name[0])
	var total uint64
	if err := d.call("cuDeviceTotalMem_v2", d.fn.deviceTotalMem, uintptr(unsafe.Pointer(&total)), uintptr(h)); err != nil {
		return nil, err
	}
	dev.TotalMemory = total
	for _, a := range []struct {
		attr DeviceAttribute
		dst  *int
	}{
		{AttrComputeCapabilityMajor, &dev.Major},
		{AttrComputeCapabilityMinor, &dev.Minor},
		{AttrMultiprocessorCount, &dev.SMCount},
		{AttrWarpSize, &dev.WarpSize},
		{AttrMaxThreadsPerBlock, &dev.MaxThreadsPerBlock},
		{AttrMaxBlockDimX, &dev.MaxBlockDim[0]},
		{AttrMaxBlockDimY, &dev.MaxBlockDim[1]},
		{AttrMaxBlockDimZ, &dev.MaxBlockDim[2]},
		{AttrMaxGridDimX, &dev.MaxGridDim[0]},
		{AttrMaxGridDimY, &dev.MaxGridDim[1]},
		{AttrMaxGridDimZ, &dev.MaxGridDim[2]},
		{AttrMaxSharedMemoryPerBlock, &dev.MaxSharedPerBlock},
		{AttrMaxSharedMemoryPerBlockOptin, &dev.MaxSharedPerBlockOptin},
		{AttrMaxRegistersPerBlock, &dev.MaxRegistersPerBlock},
	} {
		v, err := d.attribute(h, a.attr)
		if err != nil {
			return nil, err
		}
		*a.dst = v
	}
	d.devices[ordinal] = dev
	return dev, nil
}

// Attribute reads any CUdevice_attribute of dev.
func (d *Driver) Attribute(dev *Device, attr DeviceAttribute) (int, error) {
	return d.attribute(dev.handle, attr)
}

func (d *Driver) attribute(h int32, attr DeviceAttribute) (int, error) {
	var v int32
	if err := d.call("cuDeviceGetAttribute", d.fn.deviceGetAttribute, uintptr(unsafe.Pointer(&v)), uintptr(attr), uintptr(h)); err != nil {
		return 0, fmt.Errorf("cuda: device attribute %d: %w", attr, err)
	}
	return int(v), nil
}
